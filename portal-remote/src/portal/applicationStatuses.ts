/** The CRM's application statuses the tracker treats apart (spec §4): data, the same in every language. */
export const deniedStatus = 'Denied Applicant';
export const clientStatus = 'Client';
