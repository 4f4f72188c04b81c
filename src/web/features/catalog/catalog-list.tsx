import { Link } from 'react-router';
import { ListFlag } from '../../kit/list-flag';
import { ListScreen } from '../../kit/list-screen';
import { useResourceList } from '../../kit/use-resource-list';
import {
  catalogSlice,
  isLowOnStock,
  itemPath,
  listPath,
  selectCatalog,
  type CatalogConfig,
  type CatalogEntity,
} from './catalog-config';

const number = new Intl.NumberFormat('en');
/** `?low_stock=true`: the API's filter, kept in the URL as it is. */
const LOW_STOCK = ['low_stock'] as const;
/** The headers its cards sort by: the name, and the quantity where stock is counted. */
const NAME_SORTS = { fields: [{ field: 'name', label: 'Name' }], own: 'name' };
const STOCK_SORTS = {
  ...NAME_SORTS,
  fields: [...NAME_SORTS.fields, { field: 'quantity', label: 'Quantity' }],
};

/**
 * /dashboard/{name}: search, "Low stock only" for counted stock, the total, the cards by name (the
 * server's order), paging.
 */
export function CatalogList({ config }: { config: CatalogConfig }) {
  const list = useResourceList(
    catalogSlice(config.name).actions.list,
    (state) => selectCatalog(state, config.name),
    config.stock ? { filters: LOW_STOCK, sorts: STOCK_SORTS } : { sorts: NAME_SORTS },
  );
  return (
    <ListScreen
      list={list}
      noun={config.noun}
      add={{ to: `${listPath(config.name)}/new`, label: config.add }}
      csv={`/${config.name}.csv`}
      views={config.name}
      imports={config.name}
      bulk={{ resource: config.name, titleOf: (item) => item.name }}
      filters={
        config.stock ? <ListFlag list={list} name="low_stock" label="Low stock only" /> : null
      }
      layout="cards"
    >
      {(item) => <CatalogCard config={config} item={item} />}
    </ListScreen>
  );
}

/** The name (its link covers the card), then what the config shows (product.md §2). */
function CatalogCard({ config, item }: { config: CatalogConfig; item: CatalogEntity }) {
  return (
    <article className="kit-card catalog-card">
      <h2 className="catalog-card__name">
        <Link className="catalog-card__link" to={itemPath(config.name, item.id)}>
          {item.name}
        </Link>
      </h2>
      {config.card.map((part) => {
        if (part === 'image') {
          // product.md §9: 100 × 40 in lists; the bytes come from their own cached URL.
          return item.image_url ? (
            <img
              key={part}
              className="catalog-card__image"
              src={item.image_url}
              width={100}
              height={40}
              alt=""
              loading="lazy"
            />
          ) : (
            <span key={part} className="catalog-placeholder" role="img" aria-label="No image" />
          );
        }
        if (part === 'quantity') {
          return (
            <p key={part} className="catalog-card__meta">
              Quantity: <span className="num">{number.format(item.quantity ?? 0)}</span>
              {isLowOnStock(item) ? (
                <>
                  {' '}
                  <span className="kit-badge kit-badge--warning">Low stock</span>
                </>
              ) : null}
            </p>
          );
        }
        return item.specification ? (
          <p key={part} className="catalog-card__text">
            {item.specification}
          </p>
        ) : null;
      })}
    </article>
  );
}
