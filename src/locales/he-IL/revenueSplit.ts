export default {
  'revenueSplit.title': 'חלוקת הכנסות חודשית',
  'revenueSplit.description': 'דוח חלוקת ההכנסות החודשי נפתח באתר הכספים בכרטיסייה חדשה. המסוף נשאר פתוח כאן.',
  'revenueSplit.open': 'פתיחת הדוח',
  'revenueSplit.popupHint':
    'אם לא נפתחה כרטיסייה חדשה, ייתכן שהדפדפן חסם אותה: יש לאפשר חלונות קופצים לאתר הזה או להשתמש בלחצן שלמעלה.',
  'revenueSplit.notConfigured': 'כתובת הדוח לא הוגדרה. יש לפנות למנהל המערכת.',
  'revenueSplit.noSession': 'לא ניתן לפתוח את הדוח כרגע. יש להתחבר מחדש ולנסות שוב.',
};
