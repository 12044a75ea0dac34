import { formatDollars } from 'ui/format';
import type { ShieldProduct } from '../../content/catalogue';
import type { CatalogueText } from '../../content/catalogueText';

/** "$60 device + $14.89/month", or "$14.89/month" when no device is sold, in the words of `text`; amounts in <strong>. */
export function ProductPrice({ product, text }: { product: ShieldProduct; text: CatalogueText }) {
  return (
    <>
      {product.devicePrice !== null && (
        <>
          <strong>{formatDollars(product.devicePrice)}</strong> {text.devicePlus}{' '}
        </>
      )}
      <strong>{formatDollars(product.monthlyPrice)}</strong>
      {text.perMonth}
    </>
  );
}
