import type { ShieldProduct } from '../../content/catalogue';
import { formatPrice } from '../../content/catalogue';

/** "$60 device + $14.89/month", or "$14.89/month" when no device is sold; amounts in <strong>. */
export function ProductPrice({ product }: { product: ShieldProduct }) {
  return (
    <>
      {product.devicePrice !== null && (
        <>
          <strong>{formatPrice(product.devicePrice)}</strong> device +{' '}
        </>
      )}
      <strong>{formatPrice(product.monthlyPrice)}</strong>/month
    </>
  );
}
