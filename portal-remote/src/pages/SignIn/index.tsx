import { signInText } from '../../content/signIn';
import type { SignInProps } from './SignIn';
import { SignIn } from './SignIn';

/** The sign-in page and its answer pages in English (`/auth`, `/auth/...`). */
export default function SignInEn(props: SignInProps) {
  return <SignIn {...props} signInText={signInText} />;
}
