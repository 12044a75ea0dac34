import * as content from '../../content/uploadRecommendation.es';
import { SpanishPage } from '../SpanishPage';
import { UploadRecommendationPage } from './UploadRecommendationPage';

/** The Spanish page. */
export default function UploadRecommendationEs() {
  return (
    <SpanishPage>
      <UploadRecommendationPage content={content} />
    </SpanishPage>
  );
}
