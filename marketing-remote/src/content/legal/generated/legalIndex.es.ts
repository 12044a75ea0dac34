// Written by `npm run content -w marketing-remote` from the Markdown files: edit those, not this file.

/** The legal pages' titles and descriptions: what the route table needs. */
export const legalIndex = {
  "privacy": {
    "title": "Política de privacidad",
    "description": "Qué recopila Digital Harbor en este sitio web y en el portal, para qué, quién más lo ve, cuánto tiempo se guarda y qué opciones tiene usted."
  },
  "terms": {
    "title": "Términos de servicio",
    "description": "Los términos para usar el sitio web de Digital Harbor, su portal para solicitantes y donantes, los pedidos de internet Shield y las donaciones."
  }
} as const;
