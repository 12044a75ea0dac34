import { scrollToId } from './scrollToId';

describe('scrollToId', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});

  afterEach(() => {
    scrollTo.mockClear();
    document.body.innerHTML = '';
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
  });

  function addTarget(id: string, top: number) {
    const element = document.createElement('div');
    element.id = id;
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(element);
  }

  it('smooth-scrolls the element to the offset below the top of the window', () => {
    addTarget('donation-section', 900);
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });

    scrollToId('donation-section');

    expect(scrollTo).toHaveBeenCalledWith({ top: 1000, behavior: 'smooth' });
  });

  it('moves keyboard focus to the section it scrolled to', () => {
    addTarget('features', 300);
    scrollToId('features');
    expect(document.getElementById('features')).toHaveFocus();
  });

  it('takes a custom offset and jumps instantly when reduced motion is preferred', () => {
    addTarget('team', 500);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });

    scrollToId('team', 72);

    expect(scrollTo).toHaveBeenCalledWith({ top: 428, behavior: 'auto' });
  });

  it('does nothing when the element is missing', () => {
    scrollToId('nowhere');

    expect(scrollTo).not.toHaveBeenCalled();
  });
});
