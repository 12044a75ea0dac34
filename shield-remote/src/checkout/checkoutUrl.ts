import { formUrl } from 'ui';
import type { ShieldProduct } from '../content/catalogue';
import { subscriptionCheckout } from '../config/embeds';

/**
 * The address of the embedded checkout for a product: its plan under the provider's base address,
 * with the device as the first (and only) add-on, e.g. `.../shield-unlimited?addon_code[0]=t10&addon_quantity[0]=1`
 * (brackets encoded). A product without a device orders the plan alone.
 */
export function checkoutUrl(product: ShieldProduct, baseUrl: string = subscriptionCheckout.baseUrl): string {
  const planUrl = new URL(product.checkout.planPath, baseUrl).toString();
  const { addOn } = product.checkout;
  return formUrl(planUrl, addOn ? { 'addon_code[0]': addOn.code, 'addon_quantity[0]': addOn.quantity } : {});
}
