/**
 * DEVELOPMENT ONLY: the Ed25519 key that signs certificates when CERTIFICATE_SIGNING_KEY is not set
 * (`npm start`, the tests). It is public (it is in this repository), so a certificate it signed
 * proves nothing; production refuses to start without CERTIFICATE_SIGNING_KEY.
 */
export const developmentSigningKeyPem = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIINauedBYxKZdfC3IA3pP26hVWfJWPEmuJgoVoOvoGAl
-----END PRIVATE KEY-----
`;
