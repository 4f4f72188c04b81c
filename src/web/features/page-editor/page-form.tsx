import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { pageFields } from '../../../shared/resources/pages';
import { slugify } from '../../../shared/slug';
import { SkeletonLines } from '../../components/skeleton';
import { LazyMarkdown } from '../../components/lazy-markdown';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useResourceForm, type Edit, type SaveResult } from '../../kit/use-resource-form';
import type { PageFields } from '../../store/pages';
import { ImageField } from '../../components/image-field';
import { PageActions, type Intent, type PageAction } from './page-actions';
import { PAGE_LABELS } from './page-labels';
import { localToIso } from '../../components/page-state';
import { useKeptCopy } from './use-kept-copy';

import './page-editor.css';

const TITLE = [{ name: 'title', label: 'Title' }] as const;
const ABOUT = [
  {
    name: 'description',
    label: 'Description',
    kind: 'textarea',
    rows: 2,
    hint: 'What search engines and shared links show, up to 160 characters. Empty: the start of the content.',
  },
] as const;

/** The shared schema, but an Address left empty is no slug: the server makes one from the title. */
const formSchema = pageFields.extend({
  slug: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    pageFields.shape.slug,
  ),
});
export type PageOutput = z.output<typeof formSchema>;
const LABELS = { ...PAGE_LABELS, slug: 'Address', image: 'Cover image' };

/** How the form was sent: which action, and for Schedule the time (ISO with its offset). */
export interface SaveHow {
  intent: Intent;
  publishAt: string | null;
}

interface Props {
  initial: PageFields;
  /** The main button (Enter in a field presses it), and the actions beside it. */
  primary: PageAction;
  actions: readonly PageAction[];
  /** A scheduled page's time, shown in the Schedule field. */
  scheduledAt?: string | null;
  /** The saved cover (an edit). */
  imageUrl?: string | null;
  /** What is typed is kept in the browser under this key until saved: the page's id, or "new". */
  keepAs: number | 'new';
  /** An edit: when the page was last saved, so an older kept copy is not offered. */
  savedAt?: number | null;
  /** The form is done (e.g. "Page updated!" before leaving): fields and buttons are disabled. */
  locked?: boolean;
  /** Gets the trimmed values (product.md §5: the shared schema trims them), and for an edit what changed. */
  onSave: (
    fields: PageOutput,
    edit: Edit<PageOutput>,
    how: SaveHow,
  ) => Promise<SaveResult<PageFields>>;
  /** An edit: the ETag of the page as loaded. */
  version?: string | null;
  /** The success message (with its link), announced politely. */
  notice?: ReactNode;
}

/**
 * Title, Content (20 rows) beside a live preview rendered by the same safe Markdown renderer as
 * the published page, so what the editor shows is what visitors get; then the description, the
 * address and the cover, and the publishing actions. Stacked on narrow screens.
 */
export function PageForm(props: Props) {
  const { initial, locked = false, onSave, notice, version } = props;
  const id = useId();
  const form = useResourceForm<PageFields, typeof formSchema>({
    initial,
    schema: formSchema,
    labels: LABELS,
    ...(version !== undefined && {
      version,
      fromRecord: (record: Record<string, unknown>) => ({
        title: String(record.title),
        content: String(record.content),
        description: String(record.description ?? ''),
        slug: String(record.slug ?? ''),
      }),
      noun: 'page',
    }),
  });
  const [imageBusy, setImageBusy] = useState(false);
  const intent = useRef<Intent>(props.primary.intent);
  const [scheduleError, setScheduleError] = useState('');
  const { title, content, description, slug } = form.values;
  const offer = useKeptCopy({
    id: props.keepAs,
    savedAt: props.savedAt ?? null,
    values: { title, content, description, slug },
    dirty: form.dirty,
    restore: (kept) => form.setValues((now) => ({ ...now, ...kept })),
  });

  function submit(event: React.FormEvent, publishAt: string | null) {
    const how = { intent: intent.current, publishAt };
    intent.current = props.primary.intent;
    if (locked || imageBusy) return;
    void form.handleSubmit((fields, edit) => onSave(fields, edit, how))(event);
  }

  const address = slug.trim() || (title.trim() ? slugify(title) : '');
  return (
    <div className="page-form">
      {offer}
      <KitForm
        form={form}
        onSubmit={(e) => {
          const picked = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('data-intent');
          if (picked) intent.current = picked as Intent;
          if (intent.current !== 'schedule') return submit(e, null);
          const when = (e.currentTarget as HTMLFormElement).elements.namedItem('publish_at');
          const at = scheduleTime((when as HTMLInputElement | null)?.value ?? '');
          setScheduleError(at.ok ? '' : at.message);
          if (at.ok) return submit(e, at.iso);
          intent.current = props.primary.intent;
          (when as HTMLInputElement | null)?.focus();
        }}
        submitLabel={props.primary.label}
        extraActions={
          <PageActions
            actions={props.actions}
            disabled={locked || form.pending}
            scheduledAt={props.scheduledAt ?? null}
            scheduleError={scheduleError}
          />
        }
      >
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
              aria-invalid={form.errors.content ? true : undefined}
              aria-describedby={`${id}-content-hint ${id}-content-error`}
              value={content}
              onChange={(e) => form.setValue('content', e.target.value)}
            />
            <p id={`${id}-content-hint`} className="page-form__hint">
              Markdown: **bold**, _italic_, [links](https://example.com), # headings, - lists.
            </p>
            <p id={`${id}-content-error`} className="kit-field__error">
              {form.errors.content}
            </p>
          </div>
          <section className="page-form__preview" aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`} className="page-form__preview-title">
              Preview
            </h2>
            <div className="page-form__preview-body">
              {title.trim() ? <p className="page-form__preview-heading">{title.trim()}</p> : null}
              <Suspense fallback={<SkeletonLines lines={4} />}>
                <LazyMarkdown source={content} className="prose" />
              </Suspense>
            </div>
          </section>
        </div>
        <FormFields
          fields={ABOUT}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
          disabled={locked}
        />
        <FormFields
          fields={[
            {
              name: 'slug',
              label: 'Address',
              hint: address
                ? `The page’s address: /${address}. Empty: made from the title.`
                : 'The page’s address. Empty: made from the title.',
            },
          ]}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
          disabled={locked}
        />
        <ImageField
          label="Cover image"
          currentUrl={props.imageUrl ?? null}
          value={form.values.image}
          onChange={(image) => form.setValue('image', image)}
          onBusyChange={setImageBusy}
          error={form.errors.image}
          placeholder={false}
        />
      </KitForm>
      <div className="page-form__success" role="status" aria-live="polite">
        {notice}
      </div>
    </div>
  );
}

type Scheduled = { ok: true; iso: string } | { ok: false; message: string };

/** The Schedule field's local time → ISO with its offset; it must be in the future. */
function scheduleTime(value: string): Scheduled {
  const iso = value ? localToIso(value) : null;
  if (!iso) return { ok: false, message: 'Publish at must be a date and time' };
  if (new Date(iso).getTime() <= Date.now())
    return { ok: false, message: 'Publish at must be in the future' };
  return { ok: true, iso };
}
