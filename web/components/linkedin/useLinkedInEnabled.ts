import { useQuery } from 'urql';
import { graphql } from '~/web/gql';

const LinkedInEnabledQuery = graphql(`
  query LinkedInEnabled {
    linkedInEnabled
  }
`);

/** Issue 19: the LinkedIn buttons show only when the gateway says LinkedIn is configured. */
export function useLinkedInEnabled(): boolean {
  const [{ data }] = useQuery({ query: LinkedInEnabledQuery });
  return data?.linkedInEnabled === true;
}
