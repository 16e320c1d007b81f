// Module Federation: shared modules are negotiated before the app runs, so the entry only loads bootstrap.
import('./bootstrap');
