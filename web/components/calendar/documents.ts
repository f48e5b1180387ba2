// The operations of /calendar: the member's hookups and group hookups in a range, and their private feed.
import { graphql } from '~/web/gql';

export const CalendarHookupsQuery = graphql(`
  query CalendarHookups($from: String, $to: String, $size: Int) {
    hookups(view: ALL, from: $from, to: $to, size: $size) {
      elements {
        uuid
        startDateTime
        endDateTime
        hookupStatus
        partner {
          uuid
          fullName
        }
      }
      totalPages
    }
  }
`);

export const CalendarGroupHookupsQuery = graphql(`
  query CalendarGroupHookups($view: GroupHookupView!, $from: String, $to: String, $size: Int) {
    groupHookups(view: $view, from: $from, to: $to, size: $size) {
      elements {
        uuid
        title
        startDate
        duration
        status
      }
      totalPages
    }
  }
`);

export const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      url
    }
  }
`);

export const RotateCalendarFeedMutation = graphql(`
  mutation RotateCalendarFeed {
    rotateCalendarFeed {
      url
    }
  }
`);
