print("FuzzEvemu: not built yet")
