// One question to the AI assistant at a time: the aiAgentAnswer subscription streams the answer (services/API.md
// § AI assistant); the text so far is shown until the stored message arrives, then the thread is read again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { AI_AGENT } from '~/common/messages/aiAgent';
import { errorMessage } from '~/web/lib/errors';
import { AiAgentAnswerSubscription } from '~/web/pages/ai-assistant/documents';

export interface AiAnswerState {
  /** the question under way (its text), or null */
  asking: string | null;
  /** the answer streamed so far */
  text: string;
  /** why the last question got no answer (nothing was stored then) */
  error: string | null;
}

export type AskInput = { question: string; questionKey?: undefined } | { questionKey: string; question?: undefined };

export function useAiAnswer(onAnswered: () => void) {
  const client = useClient();
  const [state, setState] = useState<AiAnswerState>({ asking: null, text: '', error: null });
  const current = useRef<{ unsubscribe(): void } | null>(null);
  useEffect(() => () => current.current?.unsubscribe(), []);

  const ask = useCallback(
    (input: AskInput, shown: string) => {
      current.current?.unsubscribe();
      setState({ asking: shown, text: '', error: null });
      let ended = false;
      const end = (error: string | null) => {
        if (ended) return;
        ended = true;
        setState({ asking: null, text: '', error });
        if (!error) onAnswered();
      };
      const subscription = client
        .subscription(AiAgentAnswerSubscription, { question: input.question ?? null, questionKey: input.questionKey ?? null })
        .subscribe((result) => {
          if (result.error) return end(errorMessage(result.error, AI_AGENT.engineFailed));
          const event = result.data?.aiAgentAnswer;
          if (!event) return;
          if (event.error) return end(event.error);
          if (event.message) return end(null);
          if (event.delta) setState((s) => ({ ...s, text: s.text + event.delta }));
        });
      current.current = subscription;
    },
    [client, onAnswered],
  );

  return { ...state, ask };
}
