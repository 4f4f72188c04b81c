import { Link } from 'react-router';
import type { Webhook } from '../../../shared/webhooks';
import { BusyButton } from '../../components/busy-button';
import { countOf } from '../../kit/count';
import { ScreenActionLink } from '../../kit/screen-action';
import { LoadError, RowSkeletons } from './load-error';
import { useLoaded } from './use-loaded';
import { eventsSummary, webhookPath, WEBHOOKS } from './webhook-events';
import { webhooksApi } from './webhooks-api';
import { OnOffBadge } from './on-off-badge';

export const NO_WEBHOOKS = 'No webhooks yet. Add one to tell another program when records change.';

/** /dashboard/webhooks (superusers): each webhook's address, its events, on or off, who made it. */
export function WebhooksList() {
  const hooks = useLoaded(webhooksApi.list);
  const { data } = hooks;
  return (
    <div className="webhooks">
      <ScreenActionLink to={`${WEBHOOKS}/new`} label="+ Add webhook" />
      <div className="kit-list__bar">
        <div className="kit-list__end">
          <p className="kit-list__total" aria-live="polite">
            {hooks.loading || hooks.error || !data ? '' : countOf(data.length, 'webhook')}
          </p>
          <BusyButton
            type="button"
            className="button button--quiet"
            busy={hooks.loading && data !== null}
            onClick={hooks.reload}
          >
            Refresh
          </BusyButton>
        </div>
      </div>
      {hooks.error ? (
        <LoadError what="The webhooks" error={hooks.error} retry={hooks.reload} />
      ) : !data ? (
        <RowSkeletons label="Loading webhooks" />
      ) : data.length === 0 ? (
        <div className="kit-empty">
          <p>{NO_WEBHOOKS}</p>
        </div>
      ) : (
        <ul className="kit-list__items kit-list__items--rows" aria-label="Webhooks">
          {data.map((hook) => (
            <li key={hook.id}>
              <WebhookRow hook={hook} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WebhookRow({ hook }: { hook: Webhook }) {
  return (
    <Link className="kit-row" to={webhookPath(hook.id)}>
      <span className="kit-row__main">
        <span className="kit-row__title webhook-url">{hook.url}</span>
        <span className="kit-row__meta">
          {eventsSummary(hook.events)}
          {hook.created_by ? ` · added by ${hook.created_by}` : ''}
        </span>
        {!hook.active && hook.disabled_reason ? (
          <span className="webhook-warning">{hook.disabled_reason}</span>
        ) : null}
      </span>
      <span className="kit-row__facts">
        <OnOffBadge active={hook.active} />
      </span>
    </Link>
  );
}
