import { uploadHero, recommendationParameters, uploadFormSection } from '../../content/uploadRecommendation';
import { UploadRecommendationPage } from './UploadRecommendationPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function UploadRecommendation() {
  return <UploadRecommendationPage content={{ uploadHero, recommendationParameters, uploadFormSection }} />;
}
