int luashim_placeholder(void) { return 0; }
