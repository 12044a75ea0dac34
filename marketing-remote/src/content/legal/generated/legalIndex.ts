// Written by `npm run content -w marketing-remote` from the Markdown files: edit those, not this file.

/** The legal pages' titles and descriptions: what the route table needs. */
export const legalIndex = {
  "privacy": {
    "title": "Privacy Policy",
    "description": "What Digital Harbor collects on this website and in the portal, why, who else sees it, how long it is kept and the choices you have."
  },
  "terms": {
    "title": "Terms of Service",
    "description": "The terms for using the Digital Harbor website, its applicant and donor portal, Shield internet orders and donations."
  }
} as const;
