import { exampleAddress } from 'composition-contract/providers-testing';
import { loadHelpDeskWidget } from './embeds';

describe('loadHelpDeskWidget', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('adds one deferred, async script however often it is called', () => {
    const first = loadHelpDeskWidget();
    const second = loadHelpDeskWidget({ doc: document });

    const scripts = document.body.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(second).toBe(first);
    expect(first.src).toBe(exampleAddress('helpDesk'));
    expect(first.defer).toBe(true);
    expect(first.async).toBe(true);
  });

  it('tolerates the script failing to load', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const script = loadHelpDeskWidget();

    expect(() => script.dispatchEvent(new Event('error'))).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(document.body.querySelectorAll('script')).toHaveLength(1);
  });

  it('tells every caller when the widget is unavailable, even after it failed', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const early = jest.fn();
    const script = loadHelpDeskWidget({ onUnavailable: early });
    expect(early).not.toHaveBeenCalled();
    script.dispatchEvent(new Event('error'));
    expect(early).toHaveBeenCalledTimes(1);

    const late = jest.fn();
    loadHelpDeskWidget({ onUnavailable: late });
    expect(late).toHaveBeenCalledTimes(1);
  });
});
