import { verifyTextEs } from '../../content/verify.es';
import { Verify } from './Verify';

/** The verification page in Spanish (`/es/verify`). */
export default function VerifyEs() {
  return <Verify verifyText={verifyTextEs} />;
}
