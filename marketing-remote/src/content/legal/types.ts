/** A legal page (generated/legalPages.ts): effective date, its sections for the table of contents, sanitised HTML. */
export type LegalPage = { title: string; description: string; effective: string; html: string; headings: Array<{ id: string; text: string }> };
