import { describe, expect, it } from 'vitest';
import { renderDevicePage } from '../../../sandbox/pages/device';
import type { DevicePageView } from '../../../sandbox/pages/device';
import { controls, labelFor, mainOf, tags, visibleText } from './html-checks';

const HOSTILE = '<script>alert(1)</script>';

const confirm: DevicePageView = { kind: 'confirm', userCode: 'BCDF-GHJK', clientName: 'Memorial Desk' };

describe('the device approval page', () => {
  describe('enter', () => {
    const html = renderDevicePage({ kind: 'enter' });

    it('asks for the code with a labelled field, sent by GET to /device', () => {
      const [form, ...others] = tags(html, 'form');
      expect(others).toEqual([]);
      expect(form!.attributes).toMatchObject({ method: 'get', action: '/device' });
      const [input] = controls(html);
      expect(input!.attributes).toMatchObject({ type: 'text', name: 'user_code', id: 'user_code', value: '' });
      expect(labelFor(html, 'user_code')).toBe('The code shown in the app');
    });

    it('refills what was typed and says what went wrong', () => {
      const again = renderDevicePage({ kind: 'enter', userCode: 'WXYZ-1234', error: 'We don’t recognise that code.' });
      expect(controls(again)[0]!.attributes.value).toBe('WXYZ-1234');
      expect(again).toMatch(/<div class="alert" role="alert">[\s\S]*We don’t recognise that code\.[\s\S]*<\/div>/);
      expect(again).toContain('<title>Error: Connect an app');
      expect(controls(again)[0]!.attributes['aria-invalid']).toBe('true');
    });
  });

  describe('confirm', () => {
    const html = renderDevicePage(confirm);

    it('names the client and shows the user code large and legible', () => {
      expect(mainOf(html)).toContain('<h1>Memorial Desk wants to act for you</h1>');
      expect(html).toMatch(/<p class="code"><span aria-hidden="true">BCDF-GHJK<\/span>/);
      // Screen readers get it letter by letter.
      expect(html).toContain('<span class="visually-hidden">B C D F - G H J K</span>');
    });

    it('posts to /device with the code hidden, a labelled email field and the two decisions', () => {
      const [form] = tags(html, 'form');
      expect(form!.attributes).toMatchObject({ method: 'post', action: '/device' });
      expect(tags(html, 'input').find((t) => t.attributes.type === 'hidden')!.attributes).toMatchObject({ name: 'user_code', value: 'BCDF-GHJK' });
      const email = controls(html).find((t) => t.attributes.name === 'email')!;
      expect(email.attributes).toMatchObject({ type: 'email', id: 'email', autocomplete: 'email' });
      expect(email.attributes).toHaveProperty('required');
      expect(labelFor(html, 'email')).toBe('Your email address');

      const buttons = [...html.matchAll(/<button type="submit" name="decision" value="(\w+)"[^>]*>([^<]+)<\/button>/g)].map((m) => [m[1], m[2]]);
      expect(buttons).toEqual([
        ['approve', 'Approve'],
        ['deny', 'Decline'],
      ]);
    });

    it('says what approving allows and what it never allows', () => {
      const text = visibleText(html);
      expect(text).toContain("It can never email anyone, see anyone else's memorials, or publish anything the safety check refused.");
      expect(text).toContain('Only approve if you started this yourself in Memorial Desk');
    });

    it('keeps the email after a failed attempt and shows the problem in an alert', () => {
      const again = renderDevicePage({ ...confirm, email: 'nobody@example.com', error: 'No account uses that email address.' });
      expect(controls(again).find((t) => t.attributes.name === 'email')!.attributes.value).toBe('nobody@example.com');
      expect(again).toMatch(/role="alert"[\s\S]*No account uses that email address\./);
      expect(again).toContain('<title>Error: Memorial Desk wants to act for you');
    });

    it('calls a client without a name "An app"', () => {
      expect(mainOf(renderDevicePage({ ...confirm, clientName: null }))).toContain('<h1>An app wants to act for you</h1>');
      expect(mainOf(renderDevicePage({ ...confirm, clientName: '   ' }))).toContain('<h1>An app wants to act for you</h1>');
    });
  });

  it('never shows a device code, even if one is handed over by mistake', () => {
    const deviceCode = 'GmRhmhcxhwAzkoEqiMEg_DnyEysNkuNhszIySk9eS';
    const views: DevicePageView[] = [
      { kind: 'enter' },
      confirm,
      { kind: 'approved', clientName: 'Memorial Desk' },
      { kind: 'denied', clientName: 'Memorial Desk' },
      { kind: 'expired' },
    ];
    for (const view of views) {
      // A route that spreads a whole device record into the view must still not leak its secret.
      const careless: DevicePageView = Object.assign({}, view, { deviceCode, device_code: deviceCode });
      const html = renderDevicePage(careless);
      expect(html).not.toContain(deviceCode);
      expect(html).not.toMatch(/device[_ ]code/i);
      // Nothing in what a person reads looks like a long secret.
      expect(visibleText(html)).not.toMatch(/[A-Za-z0-9_-]{24,}/);
    }
  });

  it('tells the person what happened once they approved, declined, or the code expired', () => {
    const approved = renderDevicePage({ kind: 'approved', clientName: 'Memorial Desk' });
    expect(mainOf(approved)).toContain('<h1>You can go back to the app now</h1>');
    expect(visibleText(approved)).toContain('Memorial Desk can now act for you.');
    expect(approved).toContain('role="status"');

    const denied = renderDevicePage({ kind: 'denied', clientName: 'Memorial Desk' });
    expect(mainOf(denied)).toContain('<h1>You declined</h1>');
    expect(visibleText(denied)).toContain("Memorial Desk can't act for you.");

    const expired = renderDevicePage({ kind: 'expired' });
    expect(mainOf(expired)).toContain('<h1>This code has expired</h1>');
    expect(visibleText(expired)).toContain('start signing in again');
    for (const html of [approved, denied, expired]) expect(tags(html, 'form')).toEqual([]);
  });

  it('escapes the client name, the code, the email and the error on every view', () => {
    const views: DevicePageView[] = [
      { kind: 'enter', userCode: HOSTILE, error: HOSTILE },
      { kind: 'confirm', userCode: HOSTILE, clientName: HOSTILE, email: HOSTILE, error: HOSTILE },
      { kind: 'approved', clientName: HOSTILE, error: HOSTILE },
      { kind: 'denied', clientName: HOSTILE, error: HOSTILE },
      { kind: 'expired', error: HOSTILE },
    ];
    for (const view of views) {
      const html = renderDevicePage(view);
      expect(html).not.toContain('<script');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    const attribute = renderDevicePage({ kind: 'confirm', userCode: '" autofocus onfocus="alert(1)', clientName: 'x', email: "' onblur='x" });
    for (const input of tags(attribute, 'input')) {
      expect(Object.keys(input.attributes).filter((name) => name.startsWith('on') || name === 'autofocus')).toEqual([]);
    }
    expect(tags(attribute, 'input').map((t) => t.attributes.value)).toContain('" autofocus onfocus="alert(1)');
  });
});
