/** "(201) 555-0100" → "tel:2015550100" */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
