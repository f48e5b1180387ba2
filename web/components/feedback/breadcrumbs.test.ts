import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_REPORT_BREADCRUMBS_MAX } from '~/common/constants';
import { addBreadcrumb, breadcrumbs, clearBreadcrumbs, describeClick } from './breadcrumbs';

beforeEach(() => clearBreadcrumbs());

describe('breadcrumbs', () => {
  it(`keeps only the last ${ERROR_REPORT_BREADCRUMBS_MAX} entries, oldest first`, () => {
    for (let i = 0; i < ERROR_REPORT_BREADCRUMBS_MAX + 5; i++) addBreadcrumb(`click ${i}`);
    const trail = breadcrumbs();
    expect(trail).toHaveLength(ERROR_REPORT_BREADCRUMBS_MAX);
    expect(trail[0]).toBe('click 5');
    expect(trail.at(-1)).toBe(`click ${ERROR_REPORT_BREADCRUMBS_MAX + 4}`);
  });

  it('names a click by its button or link, never by what a field holds', () => {
    document.body.innerHTML = '<button><span id="in">Save   changes</span></button><input id="pw" type="password" value="Secret1!"><a aria-label="Open menu" id="a">☰</a>';
    expect(describeClick(document.getElementById('in'))).toBe('click Save changes');
    expect(describeClick(document.getElementById('a'))).toBe('click Open menu');
    expect(describeClick(document.getElementById('pw'))).toBeNull();
  });
});
