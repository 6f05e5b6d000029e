import { describe, expect, it } from 'vitest';
import { type DataLayerHost, pageViewRecorder } from './pageViews.ts';

describe('pageViewRecorder', () => {
  it("pushes the site's page_view, with the path and the title, making the data layer when there is none", () => {
    const host: DataLayerHost = {};
    pageViewRecorder(host)('/admin/dashboard', 'Dashboard · Admin');
    expect(host.dataLayer).toEqual([{ event: 'page_view', page_path: '/admin/dashboard', page_title: 'Dashboard · Admin' }]);
  });

  it("adds to a tag manager's data layer, keeping what is in it", () => {
    const host: DataLayerHost = { dataLayer: [{ 'gtm.start': 1 }] };
    pageViewRecorder(host)('/admin/leads', 'Leads · Admin');
    expect(host.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'page_view', page_path: '/admin/leads', page_title: 'Leads · Admin' }]);
  });

  it('records a page once however often it is asked, and again once another page came between', () => {
    const host: DataLayerHost = {};
    const record = pageViewRecorder(host);
    record('/admin/dashboard', 'Dashboard · Admin');
    record('/admin/dashboard', 'Dashboard · Admin');
    record('/admin/demo-urls', 'Demo URLs · Admin');
    record('/admin/dashboard', 'Dashboard · Admin');
    expect(host.dataLayer?.map((entry) => (entry as { page_path: string }).page_path)).toEqual(['/admin/dashboard', '/admin/demo-urls', '/admin/dashboard']);
  });
});
