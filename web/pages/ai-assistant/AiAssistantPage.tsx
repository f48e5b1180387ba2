// /ai-assistant (spec §2, issue 19): the member's assistant over their own data. Suggested questions are answered
// without an engine too; free-form ones only when one is configured, which the page says plainly.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { AI_AGENT_ANSWER_MAX, AI_AGENT_QUESTION_MAX } from '~/common/constants';
import { AI_AGENT } from '~/common/messages/aiAgent';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Field } from '~/web/components/ui/field';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { useAiAnswer } from '~/web/lib/aiAgent/useAiAnswer';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { pageStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { AiAgentQuestionsQuery, AiAgentThreadQuery, SaveAiAgentAnswersMutation } from './documents';

const layout = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' });
const bubble = css({ borderRadius: 'l2', p: '3', bg: 'bg.subtle', '&[data-role=user]': { bg: 'bg.emphasized' } });
const list = stack({ gap: '3', listStyle: 'none', p: '0', m: '0' });

export default function AiAssistantPage() {
  usePageTitle('AI Assistant');
  const [questions, refetchQuestions] = useQuery({ query: AiAgentQuestionsQuery, requestPolicy: 'cache-and-network' });
  const [thread, refetchThread] = useQuery({ query: AiAgentThreadQuery, requestPolicy: 'cache-and-network' });
  const onAnswered = useCallback(() => refetchThread({ requestPolicy: 'network-only' }), [refetchThread]);
  const answer = useAiAnswer(onAnswered);
  const [typed, setTyped] = useState('');

  const engine = questions.data?.aiAgentQuestions.engine ?? false;
  const messages = thread.data?.aiAgentThread ?? [];
  const busy = answer.asking !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = typed.trim();
    if (!question || busy) return;
    answer.ask({ question }, question);
    setTyped('');
  };

  return (
    <div className={pageStack}>
      <div>
        <Heading as="h1" size="2xl">
          AI Assistant
        </Heading>
        <Text tone="muted">Prepare for your next hookup, find people worth meeting and improve your profile. It reads only your own data and never sends anything.</Text>
      </div>
      {questions.error ? <Alert status="error">{errorMessage(questions.error)}</Alert> : null}
      {questions.data && !engine ? <Alert status="info">{AI_AGENT.noEngine}</Alert> : null}
      <div className={layout}>
        <section aria-labelledby="ai-thread" className={stack({ gap: '4', minW: '0' })}>
          <Heading as="h2" size="lg" id="ai-thread">
            Conversation
          </Heading>
          {thread.error ? <Alert status="error">{errorMessage(thread.error)}</Alert> : null}
          {thread.fetching && !thread.data ? <Spinner label="Loading the conversation" /> : null}
          {thread.data && messages.length === 0 && !busy ? (
            <EmptyState title="No questions yet" description="Choose a suggested question below to start." />
          ) : null}
          <ul aria-label="Conversation" className={list}>
            {messages.map((m) => (
              <li key={m.uuid} className={css({ alignSelf: m.role === 'user' ? 'flex-end' : 'flex-start', maxW: { base: '100%', md: '85%' } })}>
                <div className={bubble} data-role={m.role}>
                  <Text size="xs" tone="muted">
                    {m.role === 'user' ? 'You' : 'Assistant'} · {formatDateTime(m.createdAt)}{' '}
                    {m.source === 'computed' ? <Badge>From your data</Badge> : null}
                  </Text>
                  <Text className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{m.content}</Text>
                </div>
              </li>
            ))}
            {busy ? (
              <>
                <li className={css({ alignSelf: 'flex-end', maxW: { base: '100%', md: '85%' } })}>
                  <div className={css({ bg: 'bg.emphasized', borderRadius: 'l2', p: '3' })}>
                    <Text size="xs" tone="muted">You</Text>
                    <Text className={css({ whiteSpace: 'pre-wrap' })}>{answer.asking}</Text>
                  </div>
                </li>
                <li className={css({ alignSelf: 'flex-start', maxW: { base: '100%', md: '85%' } })} aria-busy="true">
                  <div className={css({ bg: 'bg.subtle', borderRadius: 'l2', p: '3' })}>
                    <Text size="xs" tone="muted">Assistant</Text>
                    {answer.text ? <Text className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })} data-testid="ai-streaming">{answer.text}</Text> : null}
                    <Spinner label="Answering" size="sm" />
                  </div>
                </li>
              </>
            ) : null}
          </ul>
          {answer.error ? <Alert status="error">{answer.error}</Alert> : null}

          {questions.data ? (
            <div className={stack({ gap: '2' })}>
              <Heading as="h3" size="md">
                Suggested questions
              </Heading>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                {questions.data.aiAgentQuestions.suggested.map((s) => (
                  <Button key={s.key} type="button" variant="outline" size="sm" disabled={busy} onClick={() => answer.ask({ questionKey: s.key }, s.text)}>
                    {s.text}
                  </Button>
                ))}
              </div>
            </div>
          ) : null}

          {engine ? (
            <form onSubmit={submit} className={stack({ gap: '2' })}>
              <Field.Root>
                <Field.Label>Your question</Field.Label>
                <Field.Textarea value={typed} maxLength={AI_AGENT_QUESTION_MAX} rows={3} onChange={(e) => setTyped(e.target.value)} />
              </Field.Root>
              <div>
                <Button type="submit" loading={busy} disabled={!typed.trim()}>
                  Ask
                </Button>
              </div>
            </form>
          ) : null}
        </section>
        {questions.data ? <ProfileQuestions profile={questions.data.aiAgentQuestions.profile} onSaved={() => refetchQuestions({ requestPolicy: 'network-only' })} /> : null}
      </div>
    </div>
  );
}

type ProfileQuestion = { key: string; question: string; answer?: string | null };

/** The assistant's own questions about the member; matching uses the answers. */
function ProfileQuestions({ profile, onSaved }: { profile: ProfileQuestion[]; onSaved: () => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => setValues(Object.fromEntries(profile.map((q) => [q.key, q.answer ?? '']))), [profile]);
  const [{ fetching, error }, save] = useMutation(SaveAiAgentAnswersMutation);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save({ answers: profile.map((q) => ({ key: q.key, answer: (values[q.key] ?? '').trim() })) });
    if (!result.error) {
      setSaved(true);
      onSaved();
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>About you</Card.Title>
        <Card.Description>Matching uses your answers to find the right people for you, and the assistant uses them when the people you meet prepare for it.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} className={stack({ gap: '4' })}>
          {profile.map((q) => (
            <Field.Root key={q.key}>
              <Field.Label>{q.question}</Field.Label>
              <Field.Textarea
                rows={2}
                maxLength={AI_AGENT_ANSWER_MAX}
                value={values[q.key] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [q.key]: e.target.value }))}
              />
            </Field.Root>
          ))}
          {error ? <Alert status="error">{errorMessage(error)}</Alert> : null}
          {saved ? <Alert status="success">Saved.</Alert> : null}
          <div>
            <Button type="submit" loading={fetching}>
              Save answers
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
