import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification, NotificationList } from '../../shared/notifications';

type NotificationEvent = { notification: Notification; unread: number };
import { API_BASE, http } from '../lib/http-client';
import type { AppDispatch } from './store';

/** The bell's notifications (GET /notifications) and how many are unread, kept live by /events. */
export interface NotificationsState {
  items: Notification[];
  unread: number;
  loading: boolean;
  error: string | null;
}

const initialState: NotificationsState = { items: [], unread: 0, loading: false, error: null };

export const fetchNotifications = createAsyncThunk<NotificationList, void, { rejectValue: string }>(
  'notifications/fetch',
  async (_arg, { rejectWithValue }) => {
    const result = await http.get<NotificationList>('/notifications');
    if (!result.ok) return rejectWithValue(result.error);
    const list = result.data;
    return Array.isArray(list?.items) && typeof list.unread === 'number'
      ? list
      : rejectWithValue('The notifications could not be read');
  },
);

/** Some as read, or (no ids) all of them. */
export const markNotificationsRead = createAsyncThunk<
  { unread: number; ids: number[] | 'all' },
  number[] | 'all',
  { rejectValue: string }
>('notifications/read', async (ids, { rejectWithValue }) => {
  const body = ids === 'all' ? { all: true } : { ids };
  const result = await http.post<{ unread: number }>('/notifications/read', body, { expect: 200 });
  return result.ok ? { unread: result.data.unread, ids } : rejectWithValue(result.error);
});

const slice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** The stream's first word: how many are unread now. */
    unreadCount(state, action: PayloadAction<number>) {
      state.unread = action.payload;
    },
    /** One came live: first in the list (once), with the unread count the server sent. */
    received(state, action: PayloadAction<{ notification: Notification; unread: number }>) {
      const { notification, unread } = action.payload;
      if (!state.items.some((n) => n.id === notification.id)) state.items.unshift(notification);
      state.unread = unread;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchNotifications.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchNotifications.fulfilled, (state, action) => {
        state.loading = false;
        state.items = action.payload.items;
        state.unread = action.payload.unread;
      })
      .addCase(fetchNotifications.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? action.error.message ?? 'The notifications could not load';
      })
      .addCase(markNotificationsRead.fulfilled, (state, action) => {
        const { ids, unread } = action.payload;
        for (const n of state.items) if (ids === 'all' || ids.includes(n.id)) n.read = true;
        state.unread = unread;
      });
  },
});

export const notificationsReducer = slice.reducer;
export const { received: notificationReceived, unreadCount } = slice.actions;

/**
 * Listens to GET /api/v1/events while the dashboard is open: the unread count, then each
 * notification as it is made.
 * The browser reconnects by itself, sending the last id it had, so nothing made meanwhile is
 * missed. Answers how to stop. (No EventSource, as in tests without a browser: nothing to do.)
 */
export function listenForNotifications(dispatch: AppDispatch): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(`${API_BASE}/events`);
  source.addEventListener('unread', (event) => {
    const data = JSON.parse(String((event as MessageEvent).data)) as { unread?: unknown };
    if (typeof data.unread === 'number') dispatch(unreadCount(data.unread));
  });
  source.addEventListener('notification', (event) => {
    // Read by hand, not with the shared zod schema: the store is in the homepage's first load,
    // which must not take zod.
    const data = JSON.parse(String((event as MessageEvent).data)) as Partial<NotificationEvent>;
    if (typeof data.notification?.id === 'number' && typeof data.unread === 'number')
      dispatch(notificationReceived(data as NotificationEvent));
  });
  return () => source.close();
}
