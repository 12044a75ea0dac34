import { signInTextEs } from '../../content/signIn.es';
import type { SignInProps } from './SignIn';
import { SignIn } from './SignIn';

/** The sign-in page and its answer pages in Spanish (`/es/auth`, `/es/auth/...`). */
export default function SignInEs(props: SignInProps) {
  return <SignIn {...props} signInText={signInTextEs} />;
}
