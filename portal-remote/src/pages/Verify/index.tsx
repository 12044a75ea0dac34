import { verifyText } from '../../content/verify';
import { Verify } from './Verify';

/** The verification page in English (`/verify`). */
export default function VerifyEn() {
  return <Verify verifyText={verifyText} />;
}
