// /linkedIn/login and /linkedIn/sign_up (spec §2): the popup's landing page. It hands the provider's query to the page
// that opened the popup and closes; when no page takes it (the popup was blocked, or its opener is gone) it finishes
// the sign-in here.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PAGES, pagePath } from '~/common/routes';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { handOver } from '~/web/components/linkedin/handoff';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import type { LinkedInMode } from '~/web/gql/graphql';
import { pageStack } from './layout';
import { LinkedInFinish } from '~/web/components/linkedin/steps';

type Step = 'handing' | 'handed' | 'here';

export default function LinkedInCallbackPage() {
  usePageTitle('LinkedIn');
  const { pathname, search } = useLocation();
  const mode: LinkedInMode = pathname.endsWith(pagePath(PAGES.linkedInSignUp)) ? 'sign_up' : 'login';
  const [step, setStep] = useState<Step>('handing');

  useEffect(() => {
    let current = true;
    void handOver(mode, search).then((taken) => {
      if (!current) return;
      setStep(taken ? 'handed' : 'here');
      if (taken) window.close();
    });
    return () => {
      current = false;
    };
  }, [mode, search]);

  if (step === 'here') return <LinkedInFinish mode={mode} query={search} />;
  return (
    <div className={pageStack}>
      <Heading as="h1" size="2xl">
        LinkedIn
      </Heading>
      {step === 'handing' ? (
        <Spinner label="Returning to Hookups" />
      ) : (
        <Text role="status">You are back in the Hookups window. You can close this one.</Text>
      )}
    </div>
  );
}
