import type { ShieldProductId } from '../../content/catalogue';
import { catalogueText } from '../../content/catalogueText';
import { shieldFaq } from '../../content/faq';
import { orderContent, productPages } from '../../content/productPages';
import { serviceTerms } from '../../content/terms';
import { ShieldProductPage } from './ShieldProductPage';

const content = { pages: productPages, order: orderContent, terms: serviceTerms, faq: shieldFaq, catalogue: catalogueText };

/** A Shield product page in English. */
export default function ShieldProduct({ productId }: { productId: ShieldProductId }) {
  return <ShieldProductPage productId={productId} content={content} />;
}
