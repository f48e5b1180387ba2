// A short trail of what the member did before a route error (issue 18): the last route changes and clicks, bounded
// so a report stays small. Kept in memory only; the error page sends it with the report, services scrub it.
import { ERROR_REPORT_BREADCRUMBS_MAX, ERROR_REPORT_TEXT_MAX } from '~/common/constants';

const trail: string[] = [];

export function addBreadcrumb(entry: string): void {
  trail.push(entry.slice(0, ERROR_REPORT_TEXT_MAX.breadcrumb));
  if (trail.length > ERROR_REPORT_BREADCRUMBS_MAX) trail.splice(0, trail.length - ERROR_REPORT_BREADCRUMBS_MAX);
}

export function breadcrumbs(): string[] {
  return [...trail];
}

export function clearBreadcrumbs(): void {
  trail.length = 0;
}

/** "click <label>" from the nearest button or link, never a field's value (a password stays in its input). */
export function describeClick(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('button, a, [role="button"], [role="menuitem"], [role="tab"]');
  if (!control) return null;
  const label = control.getAttribute('aria-label') ?? control.textContent ?? '';
  const text = label.replace(/\s+/g, ' ').trim().slice(0, 80);
  return text ? `click ${text}` : null;
}
