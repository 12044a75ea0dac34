import * as content from '../../content/uploadRecommendation';
import { UploadRecommendationPage } from './UploadRecommendationPage';

/** The English page. */
export default function UploadRecommendation() {
  return <UploadRecommendationPage content={content} />;
}
