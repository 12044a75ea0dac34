/** Opens another page in this tab (the billing provider's card page): the one place the account screens leave the site. */
export function goToAddress(url: string): void {
  window.location.assign(url);
}
