import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CommentText } from './comment-text';
import { suggestionsFor, typedMention } from './use-mentions';

describe('CommentText', () => {
  it('makes paragraphs, code, http(s) links and mentions, and never HTML from the text', () => {
    const { container } = render(
      <CommentText
        body={
          'See `a<b>` at https://example.com/x.\n\n<img src=x onerror=alert(1)> ask @bob, javascript:alert(1)'
        }
      />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(container.querySelector('code')?.textContent).toBe('a<b>');
    const links = container.querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual(['https://example.com/x']);
    expect(container.querySelector('img')).toBeNull();
    expect(paragraphs[1]?.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('.comment-text__mention')?.textContent).toBe('@bob');
  });

  it('leaves an email address alone', () => {
    const { container } = render(<CommentText body="write to me@example.com" />);
    expect(container.querySelector('.comment-text__mention')).toBeNull();
  });
});

describe('the @ being typed', () => {
  it('is the word after an @ just before the caret, not inside an address', () => {
    expect(typedMention('ask @bo', 7)).toEqual({ start: 4, query: 'bo' });
    expect(typedMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(typedMention('me@exa', 6)).toBeNull();
    expect(typedMention('ask @bob now', 12)).toBeNull();
  });

  it('offers staff whose names start with it first, then contain it', () => {
    const staff = [
      { id: 1, username: 'chief' },
      { id: 2, username: 'archie' },
      { id: 3, username: 'bob' },
    ];
    expect(suggestionsFor(staff, 'chi').map((s) => s.username)).toEqual(['chief', 'archie']);
    expect(suggestionsFor(staff, '')).toHaveLength(3);
  });
});
