import type { ShieldProductId } from '../../content/catalogue';
import { catalogueText } from '../../content/catalogueText.es';
import { shieldFaq } from '../../content/faq.es';
import { orderContent, productPages } from '../../content/productPages.es';
import { serviceTerms } from '../../content/terms.es';
import { ShieldProductPage } from './ShieldProductPage';

const content = { pages: productPages, order: orderContent, terms: serviceTerms, faq: shieldFaq, catalogue: catalogueText };

/** A Shield product page in Spanish (`/es/shieldhotspotsim`, …). */
export default function ShieldProductInSpanish({ productId }: { productId: ShieldProductId }) {
  return <ShieldProductPage productId={productId} content={content} />;
}
