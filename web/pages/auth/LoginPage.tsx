// /login (spec §2): username, password, remember me; links to forgot password and registration.
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { LinkedInFinish, LinkedInSignIn } from '~/web/components/linkedin/LinkedInSignIn';
import { Bone } from '~/web/components/ui/skeleton';
import { Spinner } from '~/web/components/ui/spinner';
import { Link } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { lazyComponent } from '~/web/lib/lazyPage';
import { css } from '~/web/styled-system/css';
import { formStack, linksRow, pageStack } from './layout';

// the router starts loading it with the page (router.tsx), so it usually arrives in the same moment
const LoginForm = lazyComponent(() => import('./LoginForm').then((module) => module.default));

const fieldFrame = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const label = css({ textStyle: 'sm', fontWeight: 'medium' });
const inputBone = css({ h: '10', borderRadius: 'l2' });
const checkboxRow = css({ display: 'flex', alignItems: 'center', gap: '3', textStyle: 'sm' });
const buttonBone = css({ h: '12', borderRadius: 'l2' });

/** The form's place while its code loads: the same rows at the same heights, so nothing below it moves. */
function LoginFormPending() {
  return (
    <div className={formStack} role="status" aria-label="Loading the login form">
      {['Email', 'Password'].map((name) => (
        <div key={name} className={fieldFrame}>
          <span className={label}>
            <Bone>{name}</Bone>
          </span>
          <Bone className={inputBone} />
        </div>
      ))}
      <div className={checkboxRow}>
        <Bone>Remember me</Bone>
      </div>
      <Bone className={buttonBone} />
    </div>
  );
}

export default function LoginPage() {
  usePageTitle('Log in');
  const [params] = useSearchParams();
  const next = params.get('next');
  // issue 19: the LinkedIn popup's answer, once handed over: the steps after LinkedIn replace the form
  const [linkedInQuery, setLinkedInQuery] = useState<string | null>(null);

  if (linkedInQuery) {
    return (
      <Suspense fallback={<Spinner label="Checking your LinkedIn sign-in" />}>
        <LinkedInFinish mode="login" query={linkedInQuery} next={next} onRestart={() => setLinkedInQuery(null)} />
      </Suspense>
    );
  }

  return (
    <div className={pageStack}>
      <div>
        <Heading as="h1" size="2xl">
          Log in
        </Heading>
        <Text tone="muted">Welcome back. Log in to meet other sales professionals.</Text>
      </div>
      <LinkedInSignIn mode="login" onQuery={setLinkedInQuery} />
      <Suspense fallback={<LoginFormPending />}>
        <LoginForm next={next} />
      </Suspense>
      <div className={linksRow}>
        <Link to="/forgot-password">Forgot your password?</Link>
        <span>
          New here? <Link to={next ? `/register?next=${encodeURIComponent(next)}` : '/register'}>Sign up</Link>
        </span>
      </div>
    </div>
  );
}
