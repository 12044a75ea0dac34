import { legalPages } from '../../content/legal/generated/legalPages.es';
import { legalTexts } from '../../content/legal/legalTexts.es';
import { SpanishPage } from '../SpanishPage';
import { LegalPageView, type LegalPageName } from './LegalPageView';

/** The Spanish privacy policy or terms of service. */
export default function LegalPageEs({ name }: { name: LegalPageName }) {
  return (
    <SpanishPage>
      <LegalPageView name={name} content={{ pages: legalPages, texts: legalTexts }} />
    </SpanishPage>
  );
}
