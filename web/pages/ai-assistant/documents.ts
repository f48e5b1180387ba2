import { graphql } from '~/web/gql';

// The operations of /ai-assistant (services/API.md § AI assistant).

export const AiAgentQuestionsQuery = graphql(`
  query AiAgentQuestions {
    aiAgentQuestions {
      engine
      suggested {
        key
        text
      }
      profile {
        key
        question
        answer
      }
    }
  }
`);

export const AiAgentThreadQuery = graphql(`
  query AiAgentThread {
    aiAgentThread {
      uuid
      role
      content
      source
      createdAt
    }
  }
`);

export const SaveAiAgentAnswersMutation = graphql(`
  mutation SaveAiAgentAnswers($answers: [AiAgentAnswerInput!]!) {
    saveAiAgentAnswers(answers: $answers) {
      engine
      suggested {
        key
        text
      }
      profile {
        key
        question
        answer
      }
    }
  }
`);

export const AiAgentAnswerSubscription = graphql(`
  subscription AiAgentAnswer($question: String, $questionKey: String) {
    aiAgentAnswer(question: $question, questionKey: $questionKey) {
      delta
      error
      message {
        uuid
        role
        content
        source
        createdAt
      }
    }
  }
`);
