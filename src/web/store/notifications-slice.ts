import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification, NotificationList } from '../../shared/notifications';
import { notificationEventSchema, notificationListSchema } from '../../shared/notifications';
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
    const list = notificationListSchema.safeParse(result.data);
    return list.success ? list.data : rejectWithValue('The notifications could not be read');
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
export const { received: notificationReceived } = slice.actions;

/**
 * Listens to GET /api/v1/events while the dashboard is open: each notification as it is made.
 * The browser reconnects by itself, sending the last id it had, so nothing made meanwhile is
 * missed. Answers how to stop. (No EventSource, as in tests without a browser: nothing to do.)
 */
export function listenForNotifications(dispatch: AppDispatch): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(`${API_BASE}/events`);
  source.addEventListener('notification', (event) => {
    const parsed = notificationEventSchema.safeParse(JSON.parse((event as MessageEvent).data));
    if (parsed.success) dispatch(notificationReceived(parsed.data));
  });
  return () => source.close();
}
