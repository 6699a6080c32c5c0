/** The bell in the header (with the private area's messages); the panel's words load with the panel (panel-messages.ts). */
export const notificationsMessages = {
  'notifications.title': 'Notifications',
  'notifications.bell': '{count, plural, =0 {Notifications} one {Notifications, # non lue} other {Notifications, # non lues}}',
};
