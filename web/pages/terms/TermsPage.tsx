import { StandaloneLayout } from '~/web/components/layout/StandaloneLayout';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Heading, Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { TERMS_SECTIONS, TERMS_UPDATED } from './terms';

/** /terms-and-conditions: public, readable without an account. */
export default function TermsPage() {
  usePageTitle('Terms and conditions');
  return (
    <StandaloneLayout wide>
      <article className={stack({ gap: '8' })}>
        <header className={stack({ gap: '2' })}>
          <Heading as="h1" size="2xl">
            Terms and conditions
          </Heading>
          <Text tone="muted" size="sm">
            Last updated {TERMS_UPDATED}
          </Text>
        </header>
        {TERMS_SECTIONS.map((section) => (
          <section key={section.title} className={stack({ gap: '3' })}>
            <Heading as="h2" size="md">
              {section.title}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} className={css({ maxW: 'prose' })}>
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </article>
    </StandaloneLayout>
  );
}
