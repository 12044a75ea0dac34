import { providerAddress } from 'composition-contract/providers';
import type { ShieldProduct } from '../content/catalogue';

/**
 * The address of the embedded checkout for a product: its plan under the configured provider's
 * address, with the device as the first (and only) add-on in the provider's parameters, e.g.
 * `.../shield-unlimited?addon_code[0]=t10&addon_quantity[0]=1` (brackets encoded). A product
 * without a device orders the plan alone.
 */
export function checkoutUrl(product: ShieldProduct): string {
  const { planPath, addOn } = product.checkout;
  return providerAddress('shieldCheckout', { path: planPath, named: addOn ? { addOnCode: addOn.code, addOnQuantity: addOn.quantity } : {} });
}
