/** How to reach the organisation when an embedded form or widget is not available (fictional contact; the same in every language). */
export const organisationContact = {
  email: 'info@example.org',
  phone: '(201) 555-0100',
};
