/**
 * The external sites the content pages link to (not embedded), in one place. The addresses are
 * placeholders for the organisation's real ones: replace them before going live.
 */
export const externalLinks = {
  volunteerSignUp: 'https://volunteer.digitalharbor.org/opportunities',
  careersSite: 'https://careers.digitalharbor.org/',
  videoChannel: 'https://www.youtube.com/@digitalharbor',
  impactReport2023: 'https://www.digitalharbor.org/reports/digital-harbor-impact-report-2023.pdf',
  /** Press releases are PDFs under this address, one file name per release (content/press.ts). */
  pressReleases: 'https://www.digitalharbor.org/press/releases/',
} as const;
