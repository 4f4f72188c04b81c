import { useMemo } from 'react';
import { moneyFormatter, type MoneyFormatter } from '../../shared/money-format';
import { useAppSelector } from '../store/hooks';

/**
 * The one way a screen writes money: the company's CURRENCY in its LOCALE, as the session said
 * (ADR 0036). `format` takes integer cents (numberToCents of what the API sends).
 */
export function useMoney(): MoneyFormatter {
  const settings = useAppSelector((state) => state.session.money);
  return useMemo(() => moneyFormatter(settings), [settings]);
}
