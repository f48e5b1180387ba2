// A findBy… or waitFor waits 1 s by default. CI runs the web suite beside the services and gateway suites on two
// cores, where a first render of a dialog (Ark's portal, zag's machine, the role query's accessible-name walk over the
// page) has been seen to take longer than that (TimeslotsPage's "Cancel hookup" dialog, stop 35). What a test waits
// for still has to happen: a query that never matches fails, five seconds later instead of one.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
