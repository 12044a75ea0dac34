import { legalPages } from '../../content/legal/generated/legalPages';
import { legalTexts } from '../../content/legal/legalTexts';
import { LegalPageView, type LegalPageName } from './LegalPageView';

/** The English privacy policy or terms of service. */
export default function LegalPage({ name }: { name: LegalPageName }) {
  return <LegalPageView name={name} content={{ pages: legalPages, texts: legalTexts }} />;
}
