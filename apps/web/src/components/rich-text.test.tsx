import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isSafeImageSource, RichText } from './rich-text';

describe('RichText', () => {
  it('shows plain text as typed, line breaks kept', () => {
    const { container } = render(<RichText text={'甲公司<乙公司\n第二行'} />);
    expect(container.textContent).toBe('甲公司<乙公司\n第二行');
  });

  it('keeps the allowed tags and drops scripts, handlers and foreign images', () => {
    const { container } = render(
      <RichText
        text={
          '<p onclick="alert(1)">价款<b>10000</b>元</p><script>alert(2)</script><img src="/uploads/2026/11/a.png" onerror="x()"><img src="javascript:alert(3)"><a href="https://evil">链接</a>'
        }
      />,
    );
    expect(container.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(container.querySelector('b')?.textContent).toBe('10000');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).not.toContain('alert(2)');
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe('/uploads/2026/11/a.png');
    expect(images[0].getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('链接');
  });

  it.each([
    ['/uploads/2026/11/a.png', true],
    ['https://cdn.example.com/a.png', true],
    ['http://cdn.example.com/a.png', false],
    ['javascript:alert(1)', false],
    ['/uploads/../etc/passwd"', false],
    ['/uploads/../etc/passwd', false],
  ])('image source %s → %s', (src, safe) => {
    expect(isSafeImageSource(src)).toBe(safe);
  });
});
