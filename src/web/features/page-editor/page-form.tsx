import { Suspense, useId, type ReactNode } from 'react';
import { pageFields } from '../../../shared/resources/pages';
import { SkeletonLines } from '../../components/skeleton';
import { LazyMarkdown } from '../../components/lazy-markdown';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useResourceForm, type Edit, type SaveResult } from '../../kit/use-resource-form';
import type { PageFields } from '../../store/pages';
import { PAGE_LABELS } from './page-labels';
import './page-editor.css';

const TITLE = [{ name: 'title', label: 'Title' }] as const;

interface Props {
  initial: PageFields;
  submitLabel: string;
  /** The form is done (e.g. "Page updated!" before leaving): fields and button are disabled. */
  locked?: boolean;
  /** Gets the trimmed values (product.md §5: the shared schema trims them), and for an edit what changed. */
  onSave: (fields: PageFields, edit: Edit<PageFields>) => Promise<SaveResult<PageFields>>;
  /** An edit: the ETag of the page as loaded. */
  version?: string | null;
  /** The success message (with its link), announced politely. */
  notice?: ReactNode;
}

/**
 * Title, and Content (20 rows) beside a live preview rendered by the same safe Markdown renderer
 * as the published page, so what the editor shows is what visitors get. Stacked on narrow screens.
 */
export function PageForm({ initial, submitLabel, locked = false, onSave, notice, version }: Props) {
  const id = useId();
  const form = useResourceForm({
    initial,
    schema: pageFields,
    labels: PAGE_LABELS,
    ...(version !== undefined && {
      version,
      fromRecord: ({ title, content }: Record<string, unknown>) => ({
        title: String(title),
        content: String(content),
      }),
      noun: 'page',
    }),
  });
  const save = form.handleSubmit(onSave);
  const contentError = form.errors.content;

  return (
    <div className="page-form">
      <KitForm form={form} onSubmit={(e) => void (locked || save(e))} submitLabel={submitLabel}>
        <FormFields
          fields={TITLE}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
          disabled={locked}
          autoFocus
        />
        <div className="page-form__split">
          <div className="kit-field">
            <label htmlFor={`${id}-content`}>Content</label>
            <textarea
              id={`${id}-content`}
              className="input page-form__content"
              name="content"
              rows={20}
              disabled={locked}
              aria-invalid={contentError ? true : undefined}
              aria-describedby={`${id}-content-hint ${id}-content-error`}
              value={form.values.content}
              onChange={(e) => form.setValue('content', e.target.value)}
            />
            <p id={`${id}-content-hint`} className="page-form__hint">
              Markdown: **bold**, _italic_, [links](https://example.com), # headings, - lists.
            </p>
            <p id={`${id}-content-error`} className="kit-field__error">
              {contentError}
            </p>
          </div>
          <section className="page-form__preview" aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`} className="page-form__preview-title">
              Preview
            </h2>
            <div className="page-form__preview-body">
              {form.values.title.trim() ? (
                <p className="page-form__preview-heading">{form.values.title.trim()}</p>
              ) : null}
              <Suspense fallback={<SkeletonLines lines={4} />}>
                <LazyMarkdown source={form.values.content} className="prose" />
              </Suspense>
            </div>
          </section>
        </div>
      </KitForm>
      <div className="page-form__success" role="status" aria-live="polite">
        {notice}
      </div>
    </div>
  );
}
